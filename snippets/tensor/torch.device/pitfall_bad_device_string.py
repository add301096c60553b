import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

torch.device("gpu")    # a TensorFlow/JAX habit; PyTorch calls it "cuda"
