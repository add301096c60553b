import torch

x = torch.tensor([[3.0, -1.0, 2.0],
                  [0.0, 5.0, -4.0]])

print(x.max(dim=1))          # （值，索引）
print(x.aminmax(dim=1))      # （最小值，最大值）：没有索引
