import numpy as np
import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(torch.median(x))               # 2.0：取两个中间值中较小的那个
print(np.median(x.numpy()))          # 2.5：NumPy 取两者的平均
print(torch.quantile(x, 0.5))        # torch 中得到 2.5 的写法
