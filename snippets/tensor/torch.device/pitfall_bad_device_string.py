import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.device("gpu")    # a TensorFlow/JAX habit; PyTorch calls it "cuda"
