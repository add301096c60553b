import torch

for grad in (1.0, 100.0):
    p = torch.nn.Parameter(torch.zeros(1))
    opt = torch.optim.RAdam([p], lr=1e-3)
    sizes = []
    for step in range(7):
        p.grad = torch.tensor([grad])
        before = p.item()
        opt.step()
        sizes.append(f"{before - p.item():.1e}")
    print(f"gradient {grad}:", sizes)  # steps 1-5 scale with the gradient
