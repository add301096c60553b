import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.device("gpu")    # TensorFlow/JAX 的习惯；PyTorch 里叫 "cuda"
