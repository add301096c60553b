import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device)    # 在有 GPU 的机器上位于显存中
print(x.device.type)
x.numpy()                            # NumPy 无法读取显存
