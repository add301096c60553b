import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.full((4,), -1.0)
print(F.rrelu(x))  # 在模型 forward 里、训练阶段调用：完全没有随机性
print(F.rrelu(x, training=True))  # 这才是模块在训练模式下的行为
