import torch

x = torch.arange(12).reshape(3, 4)

print(x.select(0, 1))                    # 第 1 行，同 x[1]
print(torch.select(x, 1, -1))            # 最后一列，同 x[:, -1]
print(x.select(1, 0).shape, x.narrow(1, 0, 1).shape)   # select 会去掉该维度

# 这是视图：写入它就是写入 x
x.select(0, 0).fill_(-1)
print(x)
