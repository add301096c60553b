import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

t = torch.arange(3.0, device=device)
torch.save({"w": t}, "w.pt")

print("saved on:", t.device.type)
print("default:", torch.load("w.pt")["w"].device.type)  # 回到保存时所在的设备
print("map_location='cpu':", torch.load("w.pt", map_location="cpu")["w"].device.type)
print("map_location=device:", torch.load("w.pt", map_location=device)["w"].device.type)
