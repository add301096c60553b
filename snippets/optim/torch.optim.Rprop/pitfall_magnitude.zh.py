import torch

for scale in (1.0, 1000.0):
    p = torch.nn.Parameter(torch.zeros(3))
    opt = torch.optim.Rprop([p], lr=0.01)
    for step in range(4):
        p.grad = scale * torch.tensor([0.001, 1.0, -50.0])  # 大小相差很多
        opt.step()
    print(f"gradient x{scale:g}:", p.data)  # 只有符号起了作用
