import torch

weights = torch.tensor([0.0, 1.0, 1.0])   # 浮点 0/1 掩码
print(1 - weights)                        # 用算术方式给浮点掩码取反
~weights                                  # 浮点张量不接受 ~
