import torch

torch.manual_seed(0)
class_names = ["cat", "dog", "bird"]
pred = torch.randn(4, 3).argmax(dim=1)  # one class per sample
print(pred.shape)
labels = class_names[pred]
