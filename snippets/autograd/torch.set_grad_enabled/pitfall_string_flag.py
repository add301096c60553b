import torch

config = {"train": "false"}            # read from a YAML/CLI/env value as text

print(bool(config["train"]))           # a non-empty string is truthy
with torch.set_grad_enabled(config["train"]):
    pass
