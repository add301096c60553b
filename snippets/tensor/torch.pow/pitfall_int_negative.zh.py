import torch

class_counts = torch.tensor([50, 10, 5])          # 每个类别的 int64 计数

print(class_counts.float() ** -1)                 # 以浮点数表示的频率倒数
print(1.0 / class_counts)                         # 或者用除法：真除法得到浮点数
class_counts ** -1                                # int64 ** 负整数会被拒绝
