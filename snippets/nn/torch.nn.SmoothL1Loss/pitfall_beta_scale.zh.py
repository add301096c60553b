import torch

target = torch.tensor([0.5, 1.0, 2.0, 4.0])

for beta in [0.5, 1.0, 2.0, 100.0]:
    pred = torch.zeros(4, requires_grad=True)
    torch.nn.SmoothL1Loss(beta=beta, reduction="sum")(pred, target).backward()
    # 二次区内梯度为 e / beta：beta 越大梯度越小
    print(beta, pred.grad)

# beta=0 恰好是 L1
print(torch.nn.SmoothL1Loss(beta=0.0, reduction="none")(torch.zeros(4), target))
