import warnings

import torch


def meshgrid_warnings(n):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")              # 让 Python 显示收到的每一条警告
        for _ in range(n):
            torch.meshgrid(torch.arange(2), torch.arange(2))   # 一条 C++ 端"只警告一次"的警告
    return len(caught)


print(torch.is_warn_always_enabled())
print(meshgrid_warnings(3))       # 进程中第一次调用时警告一次
print(meshgrid_warnings(3))       # 已经警告过：此后不再出现

torch.set_warn_always(True)
print(torch.is_warn_always_enabled(), meshgrid_warnings(3))   # 每次调用都警告
torch.set_warn_always(False)
