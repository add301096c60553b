import torch

# The usual one-liner never considers MPS: on an Apple-silicon Mac it picks the CPU.
device = "cuda" if torch.cuda.is_available() else "cpu"
print("chosen:", device)
print("MPS was available:", torch.backends.mps.is_available())
