import torch

x = torch.zeros(2, 3)
print(x.stride()[0], x.stride(0))
x.stride[0]                 # stride 是方法：需要调用
