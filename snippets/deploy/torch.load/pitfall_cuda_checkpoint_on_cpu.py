import torch

torch.save({"w": torch.ones(2)}, "w.pt")
print("CUDA available:", torch.cuda.is_available())
# Stands in for a checkpoint written on a GPU machine: its storages are tagged "cuda:0",
# and torch.load tries to restore them there unless map_location says otherwise.
torch.load("w.pt", map_location="cuda")
