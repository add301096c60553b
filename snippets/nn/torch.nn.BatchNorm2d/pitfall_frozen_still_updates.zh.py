import torch

torch.manual_seed(0)
bn = torch.nn.BatchNorm2d(3)
for p in bn.parameters():
    p.requires_grad_(False)  # “冻结”该层以便微调

before = bn.running_mean.clone()
bn(torch.randn(8, 3, 4, 4) + 5)  # 仍处于训练模式
print(torch.equal(before, bn.running_mean))  # False：滑动统计量照样变了

bn.eval()  # 真正停止更新的是这一步
before = bn.running_mean.clone()
bn(torch.randn(8, 3, 4, 4) + 5)
print(torch.equal(before, bn.running_mean))
