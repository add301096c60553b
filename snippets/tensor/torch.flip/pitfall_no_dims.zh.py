import torch

x = torch.arange(6).reshape(2, 3)
print(x.flip(0, 1))        # 指明要反转的维度
x.flip()                   # 与 np.flip 不同，没有“所有维度”这个默认值
