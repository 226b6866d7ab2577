import type { CatalogOf } from '@ssb/contracts';
import type { ShellCatalog } from './tj';

const ru: CatalogOf<ShellCatalog> = {
  'site.name': 'Банк SSB',
  'site.description': 'Банк SSB: депозиты, кредиты, карты, денежные переводы и курсы валют.',
  'nav.home': 'Главная',
  'nav.main': 'Главное меню',
  'nav.credits': 'Кредиты',
  'nav.calculators': 'Калькуляторы',
  'nav.apply': 'Заявка',
  'nav.about': 'О нас',
  'nav.language': 'Язык',
  'nav.internetBanking': 'Интернет-банкинг',
  'notFound.title': 'Эта страница не найдена',
  'notFound.home': 'На главную',
  'error.title': 'Произошла ошибка',
  'error.text': 'Не удалось показать страницу. Пожалуйста, перезагрузите её.',
  'error.reload': 'Перезагрузить',
  'footer.contact': 'Контакт-центр: 8855',
  'footer.hours': 'Пн–Пт 08:00–17:00, Сб 09:00–12:00, Вс — выходной',
  'footer.rights': '© {year} Банк SSB. Все права защищены.',
  'alert.close': 'Закрыть',
};
export default ru;
