import warnings

import torch

torch.set_warn_always(True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")        # Python 的默认规则：每个调用位置只显示一次
    for _ in range(3):
        torch.meshgrid(torch.arange(2), torch.arange(2))
print(torch.is_warn_always_enabled(), len(caught))   # torch 发出三条，Python 只显示一条
