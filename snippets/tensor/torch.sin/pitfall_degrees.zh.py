import torch

angle = torch.tensor([30.0, 90.0])                 # 角度制，比如来自配置文件

print(torch.sin(angle))                            # 被当作弧度处理
print(torch.sin(torch.deg2rad(angle)))             # 按预期得到 0.5 和 1.0
