import torch

visible = torch.tensor([True, False, True])

print(~visible)          # 对布尔掩码取反
hidden = -visible        # bool 类型没有定义取负
