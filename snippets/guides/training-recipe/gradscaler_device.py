import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# GradScaler's first argument is the device type, and it defaults to "cuda".
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    default_scaler = torch.amp.GradScaler()
print("GradScaler() enabled:", default_scaler.is_enabled())
for w in caught:
    print("warning:", w.message)

# Naming the device explicitly gives a working scaler, on CPU as well.
scaler = torch.amp.GradScaler(device.type)
print(f"GradScaler({device.type!r}) enabled:", scaler.is_enabled(), "| scale:", scaler.get_scale())


def grad_norm_seen_by_clipping(unscale_first):
    torch.manual_seed(0)
    model = torch.nn.Linear(4, 1).to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    s = torch.amp.GradScaler(device.type)
    loss = model(torch.ones(2, 4, device=device)).pow(2).mean()
    s.scale(loss).backward()
    if unscale_first:
        s.unscale_(optimizer)
    return torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0).item()


# Clipping must see the real gradients: call unscale_() first, or the norm is scale times too big.
print("norm without unscale_():", round(grad_norm_seen_by_clipping(False), 1))
print("norm after unscale_():  ", round(grad_norm_seen_by_clipping(True), 4))

# A disabled scaler is a pass-through: scale() returns the loss unchanged.
off = torch.amp.GradScaler(device.type, enabled=False)
loss = torch.tensor(0.5, device=device, requires_grad=True)
print("disabled scaler returns the same tensor:", off.scale(loss) is loss)
