import torch

x = torch.zeros(2, 3)
print(x.size(1), x.shape[1])
x.shape(1)        # shape 是属性，不是方法
