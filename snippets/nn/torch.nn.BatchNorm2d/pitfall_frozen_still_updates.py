import torch

torch.manual_seed(0)
bn = torch.nn.BatchNorm2d(3)
for p in bn.parameters():
    p.requires_grad_(False)  # "freeze" the layer for fine-tuning

before = bn.running_mean.clone()
bn(torch.randn(8, 3, 4, 4) + 5)  # still in training mode
print(torch.equal(before, bn.running_mean))  # False: the running stats moved anyway

bn.eval()  # this is what stops the updates
before = bn.running_mean.clone()
bn(torch.randn(8, 3, 4, 4) + 5)
print(torch.equal(before, bn.running_mean))
