import math

import torch
import torch.nn.functional as F

err = torch.tensor([0.5, 20.0, 100.0])        # 预测误差
print(torch.log(torch.cosh(err)))             # cosh(100) 溢出：损失为 inf

a = err.abs()
print(a + F.softplus(-2 * a) - math.log(2))   # 同一个函数，不会溢出
