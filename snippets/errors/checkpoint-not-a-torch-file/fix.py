import zipfile

import torch

with open("model.pt", "w") as f:
    f.write("<!DOCTYPE html><html><body>Sign in to continue</body></html>")
torch.save({"w": torch.ones(2)}, "good.pt")


def describe(path):
    with open(path, "rb") as f:
        head = f.read(64)
    if zipfile.is_zipfile(path):
        return "zip checkpoint (torch.save)"
    if head.lstrip().lower().startswith((b"<!doctype", b"<html")):
        return "an HTML page: download it again"
    if head.startswith(b"version https://git-lfs"):
        return "a Git LFS pointer: run git lfs pull"
    return f"unknown, starts with {head[:16]!r}"


print("model.pt:", describe("model.pt"))
print("good.pt:", describe("good.pt"))
print(torch.load("good.pt")["w"])
