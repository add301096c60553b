import torch

x = torch.tensor([[10, 11, 12],
                  [13, 14, 15]])
# 下标按展平后的顺序（逐行）计数
print(torch.take(x, torch.tensor([0, 4, 5])))
# 结果形状等于下标形状；负数下标从末尾数
print(x.take(torch.tensor([[0, -1], [1, 3]])))
# 与内存步长无关：转置后按逻辑顺序读取
print(x.t().take(torch.tensor([0, 1, 2])))
