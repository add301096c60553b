import torch

x = torch.zeros(1024, 1024)

print(x.element_size())     # 这是方法
print(x.itemsize, x.nbytes) # 这两个是普通的 int 属性
print(x.nbytes())           # 对 int 进行了调用
