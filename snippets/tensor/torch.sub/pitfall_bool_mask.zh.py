import torch

mask = torch.tensor([True, False, True])

print(~mask)                 # 对布尔掩码取反
print(1 - mask.float())      # 需要浮点权重时，先转换类型
1 - mask                     # 布尔张量不能参与减法
