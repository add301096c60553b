import torch

for centered in (False, True):
    w = torch.nn.Parameter(torch.tensor([0.0]))
    opt = torch.optim.RMSprop([w], lr=0.01, centered=centered)
    moves = []
    for step in range(1, 1001):
        before = w.item()
        opt.zero_grad()
        (0.5 * w).sum().backward()  # a gradient that never changes
        opt.step()
        if step in (10, 100, 500, 1000):
            moves.append(round(before - w.item(), 4))
    print(f"centered={centered}", moves)  # centered steps keep growing
