import torch

scores = torch.tensor([0.2, 0.5, 0.9])
print(torch.le(scores, 0.5))           # a bool tensor
print(scores <= 0.5)                   # the same
print(torch.less_equal(scores, 0.5))   # another name for le

# broadcasting: which thresholds each score stays under
thresholds = torch.tensor([[0.3], [0.6]])
print(scores.le(thresholds))
print(scores[scores <= 0.5])           # the mask selects elements
