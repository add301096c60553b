import torch

steps = torch.tensor([12.0, 18.0])      # 以浮点形式读入

print(torch.gcd(steps.long(), torch.tensor([8])))   # 先转成整数类型
torch.gcd(steps, torch.tensor([8.0]))                # 没有浮点实现
