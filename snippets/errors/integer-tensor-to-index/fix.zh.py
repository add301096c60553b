import torch

torch.manual_seed(0)
class_names = ["cat", "dog", "bird"]
pred = torch.randn(4, 3).argmax(dim=1)
print([class_names[i] for i in pred.tolist()])
print(class_names[pred[0]])  # 单元素整数张量可以用作索引
