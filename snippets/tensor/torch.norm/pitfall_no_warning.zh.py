import warnings

import torch

x = torch.tensor([3.0, 4.0])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.norm(x)
    x.norm(p=1)

print(len(caught))   # 0：只在文档中标为弃用，运行时没有警告
print(torch.norm.__doc__.count("deprecated") > 0)
