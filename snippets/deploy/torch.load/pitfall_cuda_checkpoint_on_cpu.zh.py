import torch

torch.save({"w": torch.ones(2)}, "w.pt")
print("CUDA available:", torch.cuda.is_available())
# 模拟在 GPU 机器上写出的检查点：其存储被标记为 "cuda:0"，
# 除非 map_location 另有指定，torch.load 会尝试把它们恢复到那里。
torch.load("w.pt", map_location="cuda")
