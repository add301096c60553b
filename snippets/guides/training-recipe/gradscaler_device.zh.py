import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# GradScaler 的第一个参数是设备类型，默认为 "cuda"。
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    default_scaler = torch.amp.GradScaler()
print("GradScaler() enabled:", default_scaler.is_enabled())
for w in caught:
    print("warning:", w.message)

# 显式写明设备才能得到可用的 scaler，在 CPU 上也一样。
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


# 裁剪必须看到真实的梯度：先调用 unscale_()，否则范数会大 scale 倍。
print("norm without unscale_():", round(grad_norm_seen_by_clipping(False), 1))
print("norm after unscale_():  ", round(grad_norm_seen_by_clipping(True), 4))

# 禁用的 scaler 原样透传：scale() 返回未改动的 loss。
off = torch.amp.GradScaler(device.type, enabled=False)
loss = torch.tensor(0.5, device=device, requires_grad=True)
print("disabled scaler returns the same tensor:", off.scale(loss) is loss)
