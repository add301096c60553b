import torch

settings = {"deterministic": "true"}    # parsed from a config file as text

torch.use_deterministic_algorithms(settings["deterministic"])
