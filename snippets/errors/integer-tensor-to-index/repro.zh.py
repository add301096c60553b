import torch

torch.manual_seed(0)
class_names = ["cat", "dog", "bird"]
pred = torch.randn(4, 3).argmax(dim=1)  # 每个样本一个类别
print(pred.shape)
labels = class_names[pred]
