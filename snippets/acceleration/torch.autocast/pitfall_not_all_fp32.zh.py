import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 8, device=device)
w = torch.randn(8, 8, device=device)

with torch.autocast(device.type, dtype=torch.bfloat16):
    h = x @ w  # bfloat16
    print("softmax   :", torch.softmax(h, dim=-1).dtype)
    print("layer_norm:", torch.nn.functional.layer_norm(h, (8,)).dtype)
    print("mse_loss  :", torch.nn.functional.mse_loss(h, x).dtype)
