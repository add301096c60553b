import torch

for decoupled in (False, True):
    p = torch.nn.Parameter(torch.ones(1))
    opt = torch.optim.RAdam([p], lr=0.01, weight_decay=1e-4, decoupled_weight_decay=decoupled)
    for step in range(100):
        p.grad = torch.zeros(1)  # no gradient from the loss, only weight decay
        opt.step()
    print(f"decoupled_weight_decay={decoupled}: {p.item():.4f}")
