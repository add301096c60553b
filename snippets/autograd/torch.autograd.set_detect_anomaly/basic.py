import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, device=device, requires_grad=True)

with torch.autograd.set_detect_anomaly(True):
    y = x.sqrt()  # d/dx sqrt(x) is inf at 0
    loss = (y * 0).sum()  # 0 * inf -> NaN in the backward pass
    try:
        loss.backward()
    except RuntimeError as e:
        # stderr also gets a warning with the traceback of the forward call x.sqrt()
        print(e)

print(torch.is_anomaly_enabled())  # restored when the block ends
