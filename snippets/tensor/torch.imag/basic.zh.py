import torch

z = torch.tensor([3 + 4j, 1 - 2j])
print(torch.imag(z), z.imag)    # 函数与属性结果相同

z.imag[1] = 0.0                 # 是视图：写入会改变 z
print(z)

print(torch.imag(z.conj()))     # 共轭视图的虚部取反
