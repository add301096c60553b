import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Broken(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [torch.nn.Linear(8, 8) for _ in range(2)]  # 普通列表：不会被注册
        self.head = torch.nn.Linear(8, 1)

    def forward(self, x):
        for block in self.blocks:
            x = torch.relu(block(x))
        return self.head(x)


class Fixed(Broken):
    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.ModuleList(torch.nn.Linear(8, 8) for _ in range(2))


def overfit_one_batch(model, steps=200):
    """Sanity check: any working setup should drive the loss on ONE fixed batch towards zero."""
    model.to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    torch.manual_seed(1)
    x, y = torch.randn(16, 8, device=device), torch.randn(16, 1, device=device)
    for _ in range(steps):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        optimizer.step()
    return loss.item()


for cls in (Broken, Fixed):
    torch.manual_seed(0)
    model = cls()
    n_trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    print(f"{cls.__name__}: parameters seen by the optimizer = {n_trainable}, "
          f"loss after overfitting one batch = {overfit_one_batch(model):.3f}")
