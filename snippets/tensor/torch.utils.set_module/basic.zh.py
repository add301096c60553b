import inspect

from torch.utils import set_module


class Box:  # 假设它定义在 mylib/_impl/box.py 里，再从 mylib 导出
    pass


def scale(x):
    return 2 * x


print(Box, Box.__module__)
set_module(Box, "mylib")  # 希望读者看到的公开路径
set_module(scale, "mylib")
print(Box, Box.__module__)
print(inspect.getmodule(scale) is None, scale.__module__)  # 这里并不能导入
print(set_module(Box, "mylib"))  # 返回值是 None
