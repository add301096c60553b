import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8], [2.0, 0.0, 0.0, 0.0]])
target = torch.tensor([3, 0])  # class indices, like CrossEntropyLoss

print(torch.nn.MultiMarginLoss(reduction="none")(scores, target))
print(torch.nn.MultiMarginLoss(p=2, reduction="none")(scores, target))  # squared hinge

# by hand for sample 0: sum over wrong classes of max(0, 1 - x[y] + x[i]), divided by C
x = scores[0]
print(sum((1 - x[3] + x[i]).clamp(min=0) for i in (0, 1, 2)) / 4)
