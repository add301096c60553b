import torch

torch.manual_seed(0)
direction = torch.randn(4, 3)
for scale in (1e-3, 1.0, 1e3):
    w = torch.nn.Parameter(torch.zeros(4, 3))
    opt = torch.optim.Muon([w], lr=0.02, weight_decay=0.0)
    w.grad = scale * direction
    opt.step()
    print(f"gradient x{scale:g}: update norm {w.detach().norm():.4f}")  # the same each time
