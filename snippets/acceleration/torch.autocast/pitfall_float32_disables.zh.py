import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

# float32 不是合法的 autocast dtype：autocast 会发出警告并自行关闭。
with torch.autocast(device.type, dtype=torch.float32):
    print((x @ x).dtype)
