import torch

# What a download link often saves when it answers with a login or error page.
with open("model.pt", "w") as f:
    f.write("<!DOCTYPE html><html><body>Sign in to continue</body></html>")

state = torch.load("model.pt")
